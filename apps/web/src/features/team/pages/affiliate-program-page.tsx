import { Container } from '../../../components/ui/container.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { userMessageOf } from '../../../lib/http/user-message.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.ts';
import { useTeamRules } from '../api/get-team-rules.ts';
import { IncomeRules } from '../components/income-rules.tsx';
import { StarLevelsTable } from '../components/star-levels-table.tsx';
import { WorkedExampleTable } from '../components/worked-example-table.tsx';

function ProgramSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div aria-busy="true" data-testid="program-loading" className="flex flex-col gap-6">
      <span className="sr-only" role="status">
        {t('status.loading')}
      </span>
      <Skeleton className="h-7 w-56" />
      <div className="grid gap-4 md:grid-cols-2">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-40 w-full rounded-2xl" />
        ))}
      </div>
      <Skeleton className="h-72 w-full rounded-2xl" />
    </div>
  );
}

/**
 * /affiliateProgram: how referral, team (the differential), bonus and star-level income are paid,
 * the star levels, and a worked example of one sale, all from the colony's live rules.
 */
export default function AffiliateProgramPage() {
  const { t } = useTranslation('team');
  const rules = useTeamRules();
  return (
    <>
      <PageHeader title={t('program.title')} description={t('program.description')} />
      <Container className="flex flex-col gap-8 py-8 sm:py-12">
        {rules.data ? (
          <>
            <IncomeRules rules={rules.data} />
            <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              <StarLevelsTable levels={rules.data.levels} />
              <WorkedExampleTable rules={rules.data} />
            </div>
          </>
        ) : rules.isError ? (
          <ErrorState message={userMessageOf(rules.error)?.text} onRetry={() => void rules.refetch()} />
        ) : (
          <ProgramSkeleton />
        )}
      </Container>
    </>
  );
}
