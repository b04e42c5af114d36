import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { validateLogin, LOGIN_MESSAGES, type FieldError } from '@lms/contract/rules';
import { ApiError, ComponentHostContext, Form, FormField, FormStatusLine, SubmitButton, useLmsForm, type ComponentHost, type SubmitOutcome } from '../../src/web/index.ts';

interface Login {
  email: string;
  password: string;
}

interface LoginFormProps {
  save(values: Login): Promise<SubmitOutcome<Login> | void>;
  rules?: (values: Login) => readonly FieldError[];
}

function LoginForm({ save, rules = validateLogin }: LoginFormProps) {
  const form = useLmsForm<Login>({ defaultValues: { email: '', password: '' }, rules });
  return (
    <Form form={form} onSubmit={save} aria-label="Log in">
      <FormField name="email" label="Email" type="email" />
      <FormField name="password" label="Password" type="password" />
      <FormStatusLine />
      <SubmitButton label="Log in" busyLabel="Logging in…" />
    </Form>
  );
}

/** The texts a control's aria-describedby points at, as a screen reader reads them after its label. */
function description(control: HTMLElement): string {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** The host's warning hook, recorded: what the form told it about its dirty state. */
function recordingHost(dirtyStates: boolean[]): ComponentHost {
  return {
    Component: () => null,
    navigate: () => undefined,
    useUnsavedChangesWarning(dirty) {
      dirtyStates.push(dirty);
      return dirty ? <p>Unsaved changes</p> : null;
    },
  };
}

describe('the kit form', () => {
  it("shows the contract rule's messages at their fields, tied to them, and focuses the first", async () => {
    const save = vi.fn();
    render(<LoginForm save={save} />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(description(email)).toBe(LOGIN_MESSAGES.emailMissing);
    expect(description(screen.getByLabelText('Password'))).toBe(LOGIN_MESSAGES.passwordMissing);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(save).not.toHaveBeenCalled();
  });

  it('focuses the first wrong field in the order of the form', async () => {
    render(<LoginForm save={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('false');
  });

  it("puts a 422's message on its field, and one for a field it does not show on the form", async () => {
    const save = vi.fn().mockRejectedValue(
      new ApiError(422, 'validation', 'Invalid data', [
        { field: 'password', message: 'Incorrect password' },
        { field: 'course', message: 'This course is closed' },
      ]),
    );
    render(<LoginForm save={save} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const password = screen.getByLabelText('Password');
    await waitFor(() => expect(description(password)).toBe('Incorrect password'));
    await waitFor(() => expect(document.activeElement).toBe(password));
    expect(screen.getByText('This course is closed').getAttribute('role')).toBe('alert');
    expect(save).toHaveBeenCalledWith({ email: 'ada@example.com', password: 'secret' });
  });

  it("shows a failed call's own message on the form when no field takes it", async () => {
    render(<LoginForm save={vi.fn().mockRejectedValue(new ApiError(0, 'connection', 'Connection error. Try again later.'))} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByText('Connection error. Try again later.')).getAttribute('role')).toBe('alert');
  });

  it('maps a nested body field ("fields/school") to its named control', async () => {
    function SchoolForm({ save }: { save(): Promise<void> }) {
      const form = useLmsForm<{ fields: { school: string } }>({ defaultValues: { fields: { school: '' } } });
      return (
        <Form form={form} onSubmit={save}>
          <FormField name="fields.school" label="School" />
          <SubmitButton label="Save" busyLabel="Saving…" />
        </Form>
      );
    }
    render(<SchoolForm save={() => Promise.reject(new ApiError(422, 'validation', 'Invalid', [{ field: 'fields/school', message: 'Please fill in your school' }]))} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(description(screen.getByLabelText('School'))).toBe('Please fill in your school'));
  });

  it('tells the host it is dirty once a value changes, and clean again after a save', async () => {
    const dirtyStates: boolean[] = [];
    let finish: (outcome: SubmitOutcome<Login>) => void = () => undefined;
    const save = () => new Promise<SubmitOutcome<Login>>((resolve) => (finish = resolve));
    render(
      <ComponentHostContext value={recordingHost(dirtyStates)}>
        <LoginForm save={save} rules={() => []} />
      </ComponentHostContext>,
    );
    expect(dirtyStates.at(-1)).toBe(false);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    expect(dirtyStates.at(-1)).toBe(true);
    expect(screen.getByText('Unsaved changes')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Logging in…' }).disabled).toBe(true);
    finish({ success: 'Saved.', values: { email: 'ada@example.com', password: '' } });
    expect((await screen.findByText('Saved.')).getAttribute('role')).toBe('status');
    expect(dirtyStates.at(-1)).toBe(false);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    expect(screen.queryByText('Unsaved changes')).toBeNull();
    await userEvent.type(screen.getByLabelText('Email'), 'x');
    expect(dirtyStates.at(-1)).toBe(true);
  });

  it("says the form's own message while the rule refuses, and keeps field errors out of the alerts", async () => {
    function TitleForm() {
      const form = useLmsForm<{ title: string }>({
        defaultValues: { title: '' },
        rules: ({ title }) => (title.trim() ? [] : [{ field: 'title', message: 'Missing title' }]),
        invalidMessage: 'Please enter all the required fields',
      });
      return (
        <Form form={form} onSubmit={vi.fn()}>
          <FormField name="title" label="Title" />
          <FormStatusLine />
          <SubmitButton label="Save" busyLabel="Saving…" />
        </Form>
      );
    }
    render(<TitleForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter all the required fields');
    expect(description(screen.getByLabelText('Title'))).toBe('Missing title');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it("says the failure for the whole form beside its fields' messages when asked to (failureWithFields)", async () => {
    const refused = new ApiError(422, 'validation', 'Invalid', [
      { field: 'email', message: 'Please enter an email.' },
      { field: 'school', message: 'Unknown school.' },
    ]);
    function DialogForm({ withFields }: { withFields: boolean }) {
      const form = useLmsForm<Login>({ defaultValues: { email: 'a@b.c', password: 'x' }, failureMessage: (error) => `Error: ${(error as Error).message}`, failureWithFields: withFields });
      return (
        <Form form={form} onSubmit={() => Promise.reject(refused)}>
          <FormField name="email" label="Email" />
          <FormStatusLine />
          <SubmitButton label="Save" busyLabel="Saving…" />
        </Form>
      );
    }
    const { unmount } = render(<DialogForm withFields />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Error: Invalid');
    expect(description(screen.getByLabelText('Email'))).toBe('Please enter an email.');
    unmount();
    // Without it the fields speak, and a field the form does not show gives the form its message.
    render(<DialogForm withFields={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown school.');
    expect(description(screen.getByLabelText('Email'))).toBe('Please enter an email.');
  });

  it('says nothing of a failure its failureMessage leaves to a notification', async () => {
    function QuietForm() {
      const form = useLmsForm<Login>({ defaultValues: { email: 'a@b.c', password: 'x' }, failureMessage: () => undefined });
      return (
        <Form form={form} onSubmit={() => Promise.reject(new ApiError(500, 'internal', 'Internal error'))}>
          <FormField name="email" label="Email" />
          <FormStatusLine />
          <SubmitButton label="Save" busyLabel="Saving…" />
        </Form>
      );
    }
    render(<QuietForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('Internal error')).toBeNull();
  });
});
