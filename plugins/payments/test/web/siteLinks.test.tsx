import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Form, LmsWebContext, useLmsForm } from '@lms/sdk/web';
import { CardCheckout } from '../../src/web/checkout/CardCheckout.tsx';
import { TermsCheckbox } from '../../src/web/code/TermsCheckbox.tsx';
import { bundle, fakeApi, student } from './paymentsWebFixture.tsx';

function HeldTerms() {
  const form = useLmsForm({ defaultValues: { terms: false }, warnUnsaved: false });
  return (
    <Form form={form} onSubmit={() => undefined}>
      <TermsCheckbox />
    </Form>
  );
}

const links = { terms: 'https://publisher.example/terms', privacy: 'https://publisher.example/privacy', refund_policy: 'https://publisher.example/refunds' };

describe("the publisher's legal pages", () => {
  it('link the terms beside the code form and the refund policy beside the card payment', () => {
    render(
      <LmsWebContext.Provider value={{ api: fakeApi({}), notify: () => undefined, user: student, mode: 'presentation', links }}>
        <HeldTerms />
        <CardCheckout bundle={bundle()} />
      </LmsWebContext.Provider>,
    );
    expect(screen.getByRole('checkbox', { name: 'I accept the Terms and Conditions' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Terms and Conditions' }).getAttribute('href')).toBe(links.terms);
    expect(screen.getByRole('link', { name: 'Read the refund policy' }).getAttribute('href')).toBe(links.refund_policy);
  });
});
