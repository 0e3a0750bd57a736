// A discreet French notice when part of the content was invalid and left out.

export function ContentNotice({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <p className="content-notice" role="status">
      Une partie du contenu n’a pas pu être affichée ({count} élément{count > 1 ? 's' : ''} ignoré
      {count > 1 ? 's' : ''}).
    </p>
  );
}
