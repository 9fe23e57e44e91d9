import type { zMentor, zTalent } from '@app/contract/calls/cms';
import { href, routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import './home.css';

type Talent = z.infer<typeof zTalent>;
type Mentor = z.infer<typeof zMentor>;

/** A job opening: title, salary, company and city (talent cooperation page lists them all). */
export function TalentRow({ job }: { job: Talent }) {
  return (
    <Link to={routeById.talentCooperation!.path} className="cms-row" data-testid="talent-row">
      <div className="cms-row__body">
        <div className="cms-row__title cms-row__title--one">{job.title}</div>
        <div className="cms-row__meta">
          <span>{job.company}</span>
          {job.city ? <span>{job.city}</span> : null}
        </div>
      </div>
      <span className="hm-salary">{job.salary}</span>
    </Link>
  );
}

/** Mentor cards in a row that scrolls sideways: avatar, name, title and institution. */
export function MentorStrip({ mentors }: { mentors: Mentor[] }) {
  const { t } = useTranslation('cms');
  return (
    <ul className="hm-mentors">
      {mentors.map((m) => (
        <li key={m.id}>
          <Link to={href(routeById.mentorApply!.path, { id: m.id })} className="hm-mentor" data-testid="mentor-card">
            <img
              className="hm-mentor__avatar"
              src={m.avatar}
              alt=""
              width={56}
              height={56}
              loading="lazy"
              decoding="async"
            />
            <span className="hm-mentor__name">{m.name}</span>
            <span className="hm-mentor__title">{m.title}</span>
            <span className="hm-mentor__inst">{m.institution}</span>
            {m.field ? <span className="cms-tag">{t(`field.${m.field}`, { defaultValue: m.field })}</span> : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
