// Content text with its link markers turned into outbound https links; never innerHTML.
import { commentLines, parseLinkMarkers } from '../lib/linkMarkers.ts';

function OutboundLink({ href, text }: { href: string; text: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="outbound">
      {text}
      <span className="visually-hidden"> (nouvel onglet)</span>
    </a>
  );
}

export function RichText({ text }: { text: string }) {
  return (
    <>
      {parseLinkMarkers(text).map((segment, index) =>
        segment.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments have no identity beyond their order
          <OutboundLink key={index} href={segment.href} text={segment.text} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <span key={index}>{segment.text}</span>
        ),
      )}
    </>
  );
}

/** A comment's ' | ' segments as lines. */
export function CommentLines({ comment }: { comment: string }) {
  const lines = commentLines(comment);
  return (
    <>
      {lines.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity beyond their order
        <span key={index} className="comment-line">
          <RichText text={line} />
        </span>
      ))}
    </>
  );
}

/**
 * The links of a text that shows as plain text inside a button (a link there would be interactive content
 * inside interactive content): the panel the button opens carries them. Nothing when the text has none.
 */
export function MarkerLinks({ text, className }: { text: string; className?: string }) {
  const links = parseLinkMarkers(text).flatMap((segment) => (segment.kind === 'link' ? [segment] : []));
  if (links.length === 0) return null;
  return (
    <p className={className}>
      {links.map((link, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: links have no identity beyond their order
        <span key={index}>
          {index > 0 && ' · '}
          <OutboundLink href={link.href} text={link.text} />
        </span>
      ))}
    </p>
  );
}
