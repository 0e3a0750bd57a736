// The ring's text on the page, over the canvas: the hover card beside the hovered (or keyboard-focused)
// section, and the sort groups' names inside the ring, turning with it, the selection's group lit. The
// scene says where the section is and how far the ring has turned (ringSurface.ts passes it on); this
// writes the DOM directly, transforms only while the ring turns, never through React.
import type { Client, Work, WorkType } from '../../content/schema.ts';
import { Disposables } from '../../scenes/contract/Disposables.ts';
import {
  boxAgainstCircle,
  boxesOverlap,
  chooseLabels,
  LABEL_RADIUS,
  labelPriority,
  placeCard,
  type Size,
} from '../../scenes/contract/ringLabels.ts';
import {
  EDGE_MARGIN,
  HEADER_HEIGHT,
  type RingPlacement,
  ringPlacement,
} from '../../scenes/contract/ringPlacement.ts';
import type { Box, RingGroupShown, RingOutput } from '../../scenes/contract/scenes.ts';
import type { SortKey } from '../../scenes/contract/sortWorks.ts';
import { year } from '../lib/frenchDates.ts';
import { plainText } from '../lib/linkMarkers.ts';
import { appStore } from '../store/index.ts';

/** What the page knows of the works' clients and types, to name them. */
export interface RingNames {
  works: readonly Work[];
  clientById: ReadonlyMap<string, Client>;
  typeById: ReadonlyMap<string, WorkType>;
}

/** A sort group's name: the year, the client's name or the type's displayed value. */
export function groupName(sort: SortKey, key: string, names: RingNames): string {
  if (sort === 'client_id') return names.clientById.get(key)?.name ?? key;
  if (sort === 'type_id') return names.typeById.get(key)?.value ?? key;
  return key;
}

/** The hover card's text, as the listbox option says it too: title · client · year. */
export function cardParts(work: Work, names: RingNames): [string, string | undefined, string] {
  return [plainText(work.title), names.clientById.get(work.client_id)?.name, year(work.date)];
}

/** Space kept between the card and the detail block, the header and the window's edges (CSS px). */
const CARD_MARGIN = 12;

interface Label {
  element: HTMLElement;
  group: RingGroupShown;
  size: Size;
  /** Where it is now (CSS px), once placed. */
  box: Box | null;
}

export class RingOverlay {
  private readonly disposables = new Disposables();
  private readonly card: HTMLElement;
  private readonly cardTitle: HTMLElement;
  private readonly cardClient: HTMLElement;
  private readonly cardYear: HTMLElement;
  private readonly labelLayer: HTMLElement;
  private readonly workById: ReadonlyMap<number, Work>;
  private placement: RingPlacement | null = null;
  private viewport = { width: 0, height: 0 };
  private rotation = 0;
  private cardWork: number | null = null;
  private cardSize: Size = { width: 0, height: 0 };
  private cardPoint = { x: 0, y: 0 };
  private cardBox: Box | null = null;
  private labels: Label[] = [];
  private shownLabels: Label[] = [];
  private groupOf = new Map<number, number>();

  constructor(
    layer: HTMLElement,
    private readonly names: RingNames,
  ) {
    this.workById = new Map(names.works.map((work) => [work.id, work]));
    const doc = layer.ownerDocument;
    const element = (tag: string, className: string, parent: HTMLElement) => {
      const child = doc.createElement(tag);
      child.className = className;
      parent.append(child);
      return child;
    };
    this.labelLayer = element('div', 'ring-labels', layer);
    this.card = element('div', 'ring-card', layer);
    this.cardTitle = element('span', 'ring-card-title', this.card);
    const meta = element('span', 'ring-card-meta', this.card);
    // The separators make the card's text read "title · client · year"; the first one is a line break on screen.
    // A no-break space before « · », as everywhere on the site (src/lib/frenchTypography.ts).
    element('span', 'ring-card-separator', meta).textContent = '\u00a0· ';
    this.cardClient = element('span', 'ring-card-client', meta);
    element('span', 'ring-card-separator', meta).textContent = '\u00a0· ';
    this.cardYear = element('span', 'ring-card-year', meta);

    const d = this.disposables;
    d.add(
      appStore.subscribe(
        (s) => s.viewport,
        (viewport) => this.resize(viewport.width, viewport.height),
        { fireImmediately: true },
      ),
    );
    d.add(
      appStore.subscribe(
        (s) => s.selectedWorkId,
        () => this.light(),
      ),
    );
  }

  receive(output: RingOutput): void {
    if (output.type === 'hover') {
      if (output.workId === null) this.hideCard();
      else this.showCard(output.workId, output.x, output.y);
    } else if (output.type === 'turn') {
      this.rotation = output.rotation;
      this.placeLabels();
    } else if (output.type === 'groups') {
      this.setGroups(output.sort, output.groups);
    }
  }

  destroy(): void {
    this.disposables.dispose();
    this.card.remove();
    this.labelLayer.remove();
  }

  private resize(width: number, height: number) {
    this.viewport = { width, height };
    this.placement = ringPlacement(width, height);
    this.chooseLabels();
    if (this.cardWork !== null) this.placeCard();
  }

  private showCard(workId: number, x: number, y: number) {
    const work = this.workById.get(workId);
    if (!work) return this.hideCard();
    if (workId !== this.cardWork) {
      const [title, client, year] = cardParts(work, this.names);
      this.cardTitle.textContent = title;
      this.cardClient.textContent = client ?? '';
      this.cardClient.hidden = !client;
      this.cardYear.textContent = year;
      this.card.dataset.work = String(workId);
      const color = this.names.typeById.get(work.type_id)?.color;
      if (color) this.card.style.setProperty('--type-color', color);
      else this.card.style.removeProperty('--type-color');
      // One layout read per new work: the card's size decides its side of the ring.
      this.cardSize = { width: this.card.offsetWidth, height: this.card.offsetHeight };
      this.cardWork = workId;
    }
    this.cardPoint = { x, y };
    this.placeCard();
    this.card.dataset.shown = '';
  }

  private hideCard() {
    this.cardWork = null;
    this.cardBox = null;
    this.uncover();
    delete this.card.dataset.shown;
    delete this.card.dataset.work;
  }

  private placeCard() {
    const p = this.placement;
    if (!p) return;
    const { width, height } = this.viewport;
    const right = Math.min(width - EDGE_MARGIN, p.detailsLeft - CARD_MARGIN);
    const top = HEADER_HEIGHT + CARD_MARGIN;
    const bounds = {
      x: EDGE_MARGIN,
      y: top,
      width: Math.max(0, right - EDGE_MARGIN),
      height: Math.max(0, height - CARD_MARGIN - top),
    };
    const box = placeCard(this.cardPoint, { x: p.cx, y: p.cy }, p.scale, this.cardSize, bounds);
    this.card.style.transform = `translate3d(${Math.round(box.x)}px, ${Math.round(box.y)}px, 0)`;
    this.card.dataset.side = box.outward ? 'outside' : 'inside';
    this.cardBox = box;
    this.uncover();
  }

  /** A name under the card steps aside while the card is there (the card says more of the same). */
  private uncover() {
    const card = this.cardBox;
    for (const label of this.shownLabels) {
      const covered = card !== null && label.box !== null && boxesOverlap(card, label.box, 4);
      if (covered !== 'covered' in label.element.dataset) {
        if (covered) label.element.dataset.covered = '';
        else delete label.element.dataset.covered;
      }
    }
  }

  /** A new order's groups (or none while the ring fades out to it): their names, measured once. */
  private setGroups(sort: SortKey, groups: RingGroupShown[] | null) {
    if (!groups) {
      this.labelLayer.dataset.fading = '';
      return;
    }
    this.labelLayer.replaceChildren();
    this.groupOf = new Map();
    const named = groups.length > 1 ? groups : [];
    this.labels = named.map((group, index) => {
      const element = this.labelLayer.ownerDocument.createElement('span');
      element.className = 'ring-label';
      element.dataset.sort = sort;
      element.textContent = groupName(sort, group.key, this.names);
      this.labelLayer.append(element);
      for (const id of group.workIds) this.groupOf.set(id, index);
      return { element, group, size: { width: 0, height: 0 }, box: null };
    });
    // One layout read for all the names, after they are all written.
    for (const label of this.labels)
      label.size = { width: label.element.offsetWidth, height: label.element.offsetHeight };
    delete this.labelLayer.dataset.fading;
    this.chooseLabels();
  }

  /** The group that holds the selection. */
  private litGroup(): number {
    const selected = appStore.getState().selectedWorkId;
    return selected === null ? -1 : (this.groupOf.get(selected) ?? -1);
  }

  /** Which names fit without touching (the lit group's first, then the larger groups'), and where. */
  private chooseLabels() {
    const p = this.placement;
    if (!p) return;
    const lit = this.litGroup();
    const kept = chooseLabels(
      this.labels.map((label) => ({ angle: label.group.angle, ...label.size })),
      labelPriority(
        this.labels.map((label) => label.group.sweep),
        lit,
      ),
      LABEL_RADIUS * p.scale,
    );
    const keep = new Set(kept);
    this.shownLabels = [];
    this.labels.forEach((label, index) => {
      label.element.hidden = !keep.has(index);
      delete label.element.dataset.covered;
      if (index === lit) label.element.dataset.lit = '';
      else delete label.element.dataset.lit;
      if (keep.has(index)) this.shownLabels.push(label);
    });
    this.placeLabels();
  }

  /** The selection moved: its group is lit, and its name shown even where a larger group's would be. */
  private light() {
    const lit = this.litGroup();
    const current = this.labels.findIndex((label) => 'lit' in label.element.dataset);
    if (lit !== current) this.chooseLabels();
  }

  private placeLabels() {
    const p = this.placement;
    if (!p) return;
    const centre = { x: p.cx, y: p.cy };
    const radius = LABEL_RADIUS * p.scale;
    const { width, height } = this.viewport;
    for (const label of this.shownLabels) {
      const box = boxAgainstCircle(centre, label.group.angle + this.rotation, radius, label.size, false);
      label.element.style.transform = `translate3d(${Math.round(box.x)}px, ${Math.round(box.y)}px, 0)`;
      label.box = box;
      // A ring partly off-screen (tablet) turns names past the window's edge: cut names step aside.
      const clipped =
        box.x < 0 || box.y < HEADER_HEIGHT || box.x + box.width > width || box.y + box.height > height;
      if (clipped !== 'clipped' in label.element.dataset) {
        if (clipped) label.element.dataset.clipped = '';
        else delete label.element.dataset.clipped;
      }
    }
    if (this.cardBox) this.uncover();
  }
}
