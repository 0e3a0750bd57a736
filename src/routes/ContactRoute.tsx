// Contact: one e-mail link and one phone link, large and easy to tap.
import { usePortfolio } from '../data/usePortfolio.ts';
import { isPastDated } from '../lib/frenchDates.ts';

/** "+33652874139" → "06 52 87 41 39" for French numbers; other numbers stay as written. */
export function displayPhone(phone: string): string {
  const match = /^\+33(\d{9})$/.exec(phone);
  if (!match?.[1]) return phone;
  return `0${match[1]}`.replace(/(\d{2})(?=\d)/g, '$1\u00a0');
}

export function ContactRoute() {
  const { contact, site } = usePortfolio();
  // « Disponible à partir de septembre » read in November says the page is forgotten: say nothing instead.
  const availability =
    contact.availability && !isPastDated(contact.availability, new Date()) ? contact.availability : undefined;
  return (
    <section className="page page-contact" aria-labelledby="contact-title">
      <h1 id="contact-title" className="page-title">
        Parlons de votre projet
      </h1>
      <p className="lede">{availability ?? `${site.role}, basé à ${site.city}.`}</p>
      <ul className="contact-links">
        <li>
          <a className="contact-link" href={`mailto:${contact.email}`}>
            <span className="contact-kind">E-mail</span>
            <span className="contact-value">{contact.email}</span>
          </a>
        </li>
        <li>
          <a className="contact-link" href={`tel:${contact.phone}`}>
            <span className="contact-kind">Téléphone</span>
            <span className="contact-value">{displayPhone(contact.phone)}</span>
          </a>
        </li>
      </ul>
    </section>
  );
}
