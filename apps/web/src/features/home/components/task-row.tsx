import type { zTaskBrief } from '@app/contract/calls/cms';
import { href, routeById } from '@app/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { formatDate, formatYuan, type Lang } from '../../cms/lib/format';
import './home.css';

type Task = z.infer<typeof zTaskBrief>;

/** A think-tank task: title, type, field, language, remuneration (fen → yuan) and deadline. */
export function TaskRow({ task }: { task: Task }) {
  const { t, i18n } = useTranslation(['home', 'cms']);
  const lang = i18n.language as Lang;
  return (
    <Link to={href(routeById.prTaskDetail!.path, { id: task.id })} className="cms-row" data-testid="task-row">
      <div className="cms-row__body">
        <div className="cms-row__title">{task.title}</div>
        <div className="cms-row__tags">
          <span className="cms-tag cms-tag--accent">
            {t(`taskType.${task.taskType}`, { defaultValue: task.taskType })}
          </span>
          {task.field ? (
            <span className="cms-tag">{t(`cms:field.${task.field}`, { defaultValue: task.field })}</span>
          ) : null}
          {task.language ? <span className="cms-tag">{task.language}</span> : null}
        </div>
        <div className="cms-row__meta">
          <span>{t('tasks.deadline', { date: formatDate(task.deadline, lang) })}</span>
        </div>
      </div>
      <div className="hm-money">
        <span className="hm-money__value" data-testid="task-fee">
          {formatYuan(task.remuneration, lang)}
        </span>
        <span className="hm-money__label">{t('tasks.remuneration')}</span>
      </div>
    </Link>
  );
}
