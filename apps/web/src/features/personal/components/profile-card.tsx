import type { profileIndex, TAuthInfo } from '@app/contract/calls/passport';
import type { CallOutput } from '@app/contract/call';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { groupDigits } from '../../cms/lib/format';
import { SETTINGS_ENTRY } from '../entries';
import { Icon } from './icons';

type Profile = CallOutput<typeof profileIndex>;

interface Props {
  user: TAuthInfo;
  /** Absent while loading or when it failed: the card then shows what the auth info knows. */
  profile?: Profile;
  failed?: boolean;
  onRetry: () => void;
}

/** The stock avatar (a plain disc) gets the nickname's first letter drawn on it. */
function withInitial(avatar: string, name: string): string {
  if (!avatar.startsWith('/media/gen/avatar/') || avatar.includes('?') || !name) return avatar;
  return `${avatar}?${new URLSearchParams({ t: [...name][0]! })}`;
}

/** The signed-in header: avatar, nickname, masked contact, and level, credits, verification. */
export function ProfileCard({ user, profile, failed, onRetry }: Props) {
  const { t } = useTranslation('personal');
  const contact = profile ? (profile.phone ? `+${profile.countryCode} ${profile.phone}` : profile.email) : null;
  const verified = (profile?.authentication ?? user.authentication) === 1;
  const name = profile?.nickname ?? user.nickname;
  return (
    <section className="pe-card" aria-labelledby="pe-name">
      <img
        className="pe-avatar"
        src={withInitial(profile?.avatar ?? user.avatar, name)}
        alt=""
        width={64}
        height={64}
      />
      <div className="pe-card__main">
        <h1 id="pe-name" className="pe-name">
          {name}
        </h1>
        <p className="pe-sub">
          {failed ? (
            <button type="button" className="pe-retry" onClick={onRetry}>
              {t('profile.loadFailed')}
            </button>
          ) : (
            (contact ?? (profile ? t('profile.noContact') : '\u00a0'))
          )}
        </p>
        <div className="pe-tags">
          {user.role === 'staff' ? <span className="pe-tag">{t('profile.staff')}</span> : null}
          {(profile?.reader ?? user.reader) === 1 ? <span className="pe-tag">{t('profile.expert')}</span> : null}
        </div>
      </div>
      <Link className="pe-settings" to={SETTINGS_ENTRY.to} aria-label={t('entry.settings')}>
        <Icon name={SETTINGS_ENTRY.icon} />
      </Link>
      <div className="pe-stats">
        <Link className="pe-stat" to="/personal/members">
          <strong>{profile ? t('profile.levelValue', { level: profile.memberLevel }) : '–'}</strong>
          <span>{t('profile.level')}</span>
        </Link>
        <Link className="pe-stat" to="/personal/credits">
          <strong>{profile ? groupDigits(profile.credits) : '–'}</strong>
          <span>{t('profile.credits')}</span>
        </Link>
        <Link className="pe-stat" to="/peerReview/taskCenter/auth">
          <strong>{t(verified ? 'profile.verified' : 'profile.unverified')}</strong>
          <span>{t('profile.verify')}</span>
        </Link>
      </div>
    </section>
  );
}
