import { useId, useState } from 'react';
import { pageClass } from '@lms/sdk/web';
import { CodeLookup } from './CodeLookup.tsx';
import { CodesTable } from './CodesTable.tsx';
import { GenerateCodesForm } from './GenerateCodesForm.tsx';
import { PricesSection } from './PricesSection.tsx';
import { targetIdOf, TargetPicker, type TargetChoice } from './TargetPicker.tsx';
import { UserCodes } from './UserCodes.tsx';
import '../payments.css';

/**
 * /administrator/codes (part 3 §2, §5 "Users, codes and prices"): generate
 * codes for a bundle or paid course, list and export them as CSV, look one
 * up, switch it off, redeem it for someone, or take back its payment; the
 * codes one account redeemed for the chosen target.
 */
export default function CodesScreen() {
  const titleId = useId();
  const [target, setTarget] = useState<TargetChoice>({ choice: '', courseId: '' });
  const targetId = targetIdOf(target);
  return (
    <section className={`${pageClass('wide')} lms-payments-screen lms-payments-admin`} aria-labelledby={titleId}>
      <h1 id={titleId}>Codes and prices</h1>
      <section className="lms-payments-step" aria-labelledby="lms-payments-codes">
        <h2 id="lms-payments-codes">Access codes</h2>
        <TargetPicker value={target} onChange={setTarget} />
        {targetId ? (
          <>
            <GenerateCodesForm key={targetId} targetId={targetId} />
            <CodesTable targetId={targetId} />
            <UserCodes key={`user-${targetId}`} targetId={targetId} />
          </>
        ) : (
          <p>Choose a bundle or a paid course to generate and list its codes.</p>
        )}
      </section>
      <CodeLookup />
      <PricesSection />
    </section>
  );
}
