import { pageClass, type ScreenProps } from '@lms/sdk/web';
import { ItemBreakdown } from './ItemBreakdown.tsx';
import { ItemDetailsTable } from './ItemDetailsTable.tsx';
import { reportTarget } from './reportTarget.ts';
import { ScrollRegion } from './ScrollRegion.tsx';
import { useItemDetails } from './useItemDetails.ts';
import './reports.css';

/**
 * The item-detail report of an assessment (part 2 §2 …/{activityId}/assessmentdetail?quizName,
 * part 3 …/assessment-deep-dive/{assessmentId}/items-detailed-report): per
 * Question how students did, and which choices they picked.
 */
export default function ItemDetailsScreen({ params }: ScreenProps<'assessmentdetail' | 'assessment_deep_dive.items_detailed_report'>) {
  const target = reportTarget(params);
  const loaded = useItemDetails(target.courseId, target.componentId);
  const title = target.quizName ?? (loaded.state === 'loaded' ? loaded.details.title : 'Item details');
  return (
    <div className={`${pageClass('wide')} lms-report`}>
      <h1>{title}</h1>
      <p className="lms-report-subtitle">Item details</p>
      {loaded.state === 'loading' && <p role="status">Loading the item details…</p>}
      {loaded.state === 'failed' && (
        <p role="alert" className="lms-report-error">
          {loaded.message}
        </p>
      )}
      {loaded.state === 'loaded' && loaded.details.error && <p role="status">{loaded.details.error}</p>}
      {loaded.state === 'loaded' && !loaded.details.error && (
        <>
          <p>
            From each student's latest submitted attempt ({loaded.details.attempts} {loaded.details.attempts === 1 ? 'attempt' : 'attempts'}).
          </p>
          <ScrollRegion label="Results per Question">
            <ItemDetailsTable items={loaded.details.items} />
          </ScrollRegion>
          {loaded.details.items.map((item, index) => (
            <ItemBreakdown key={item.id} item={item} index={index} />
          ))}
        </>
      )}
    </div>
  );
}
