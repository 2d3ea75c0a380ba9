import { formatAmount } from '@cordee/shared/money';
import type { ClimberView } from '@cordee/shared/staff-users.contracts';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../components/ui/avatar.component.tsx';
import { formatCount } from '../../lib/format.ts';
import { EmailStatusBadge, Fact, formatJoined } from '../staff-guides/account-panel.component.tsx';

/**
 * A climber as staff see them: verification status, joined date, bio, skills and what they booked and
 * spent. The Climbers panel and the view_user modal show the same. Cordée has no ratings: none shown.
 */
export function ClimberSummary({ climber }: { climber: ClimberView }) {
  const { t, i18n } = useTranslation('staff-accounts');
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-3">
        <Avatar name={climber.name} color={climber.color} pictureUrl={climber.profile_picture} size="lg" />
        <div className="flex min-w-0 flex-col gap-1">
          <p className="truncate text-base font-semibold text-slate-900">{climber.name}</p>
          <p className="truncate text-sm text-slate-600">{climber.email}</p>
          <div>
            <EmailStatusBadge verified={climber.email_verified} />
          </div>
        </div>
      </div>

      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Fact label={t('staffAccounts.climber.joined')}>{formatJoined(climber.created_at, i18n.language)}</Fact>
        <Fact label={t('staffAccounts.application.phone')}>
          {climber.phone_number || <span className="text-slate-500">{t('staffAccounts.application.notGiven')}</span>}
        </Fact>
      </dl>

      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{t('staffAccounts.climber.bio')}</h3>
        <p className={`text-sm whitespace-pre-line ${climber.bio ? 'text-slate-800' : 'text-slate-500'}`}>
          {climber.bio || t('staffAccounts.climber.noBio')}
        </p>
      </section>

      <SkillList title={t('staffAccounts.climber.skills')} skills={climber.skills} />
      <SkillList title={t('staffAccounts.climber.newSkills')} skills={climber.new_skills} />

      <section className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{t('staffAccounts.activity.title')}</h3>
        <dl className="grid grid-cols-3 gap-3">
          <Fact label={t('staffAccounts.activity.bookings')}>{formatCount(climber.activity.bookings)}</Fact>
          <Fact label={t('staffAccounts.activity.paidBookings')}>{formatCount(climber.activity.paid_bookings)}</Fact>
          <Fact label={t('staffAccounts.activity.spent')}>{formatAmount(climber.activity.paid_cents)}</Fact>
        </dl>
      </section>
    </div>
  );
}

function SkillList({ title, skills }: { title: string; skills: readonly string[] }) {
  const { t } = useTranslation('staff-accounts');
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {skills.length === 0 ? (
        <p className="text-sm text-slate-500">{t('staffAccounts.climber.noSkills')}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {skills.map((skill) => (
            <li key={skill} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800">
              {skill}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
