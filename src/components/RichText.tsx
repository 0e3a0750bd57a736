// Content text with its link markers turned into outbound https links; never innerHTML.
import { parseLinkMarkers } from '../lib/linkMarkers.ts';

export function RichText({ text }: { text: string }) {
  return (
    <>
      {parseLinkMarkers(text).map((segment, index) =>
        segment.kind === 'link' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments have no identity beyond their order
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer" className="outbound">
            {segment.text}
            <span className="visually-hidden"> (nouvel onglet)</span>
          </a>
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
  const lines = comment.split(' | ').filter((line) => line.trim());
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
