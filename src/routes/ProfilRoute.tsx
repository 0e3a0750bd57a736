// Profil: biography, skills, fields, expertise, training and the dated work-experience timeline.
import { RichText } from '../components/RichText.tsx';
import { usePortfolio } from '../data/usePortfolio.ts';
import { period } from '../lib/frenchDates.ts';
import { lowerInitial, NBSP } from '../lib/frenchTypography.ts';

export function ProfilRoute() {
  const { profile, site } = usePortfolio();
  return (
    <article className="page page-profil">
      <section aria-labelledby="profil-title">
        <h1 id="profil-title" className="page-title">
          Profil
        </h1>
        <p className="lede">
          {site.owner} — {lowerInitial(site.role)}, {site.city}
        </p>
        {profile.intro.map((paragraph) => (
          <p key={paragraph} className="prose">
            <RichText text={paragraph} />
          </p>
        ))}
      </section>

      <div className="profil-columns">
        <section aria-labelledby="domaines-title">
          <h2 id="domaines-title">Domaines de compétence</h2>
          <ul className="tag-list">
            {profile.domains.map((item) => (
              <li key={item}>
                <RichText text={item} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="champs-title">
          <h2 id="champs-title">Champs d’application</h2>
          <ul className="tag-list">
            {profile.fields.map((item) => (
              <li key={item}>
                <RichText text={item} />
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="expertise-title">
        <h2 id="expertise-title">Expertise</h2>
        <dl className="expertise">
          {profile.expertise.map((group) => (
            <div key={group.title} className="expertise-group">
              <dt>
                <RichText text={group.title} />
              </dt>
              <dd>
                <RichText text={group.items.join(`${NBSP}· `)} />
              </dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="formation-title">
        <h2 id="formation-title">Formation</h2>
        <ul className="training">
          {profile.training.map((entry) => (
            <li key={entry.title}>
              <span className="mono">{entry.period}</span>
              <span>
                <strong>
                  <RichText text={entry.title} />
                </strong>
                , <RichText text={entry.school} />
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="experience-title">
        <h2 id="experience-title">Expérience professionnelle</h2>
        <ol className="timeline">
          {profile.experience.map((entry) => (
            <li key={`${entry.start}-${entry.company}`} className="timeline-stop">
              <p className="timeline-period mono">
                <time dateTime={entry.start}>{period(entry.start, entry.end)}</time>
              </p>
              <div className="timeline-body">
                <h3>
                  <RichText text={entry.role} />
                  {NBSP}
                  <span className="muted">
                    · <RichText text={entry.company} />
                  </span>
                </h3>
                {entry.description && (
                  <p>
                    <RichText text={entry.description} />
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
      </section>
    </article>
  );
}
