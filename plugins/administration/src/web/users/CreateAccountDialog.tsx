import { useState } from 'react';
import { Button, Modal, useNotify } from '@lms/sdk/web';
import { createAccount, searchUsers } from '../../calls/userCalls.ts';
import { NEW_ACCOUNT_FIELDS, newAccountProblem, type NewAccountField } from '../../schemas/newAccountRule.ts';
import { useCallCache, useCallMutation } from '../serverData.ts';
import { TextInput } from './TextInput.tsx';

const LABELS: Record<NewAccountField, string> = { name: 'Name', surname: 'Surname', email: 'Email', phone: 'Phone', institution: 'Institution', role: 'Role' };
const EMPTY: Record<NewAccountField, string> = { name: '', surname: '', email: '', phone: '', institution: '', role: '' };

/** Part 3 §5: a new account needs every field ('All fields are required'), checked here as the server checks it. */
export function CreateAccountDialog({ onClose, onCreated }: { onClose(): void; onCreated(userId: string): void }) {
  const notify = useNotify();
  const cache = useCallCache();
  const create = useCallMutation(createAccount);
  const [fields, setFields] = useState(EMPTY);
  const [instructor, setInstructor] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    const found = newAccountProblem(fields);
    if (found) return setProblem(found.message);
    try {
      const account = await create.mutateAsync({ body: { ...fields, instructor } });
      notify({ type: 'success', message: `Account created for ${account.email}.` });
      void cache.invalidate(searchUsers);
      onCreated(account.id);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <Modal
      title="Create an account"
      size="wide"
      onClose={onClose}
      actions={
        <>
          <Button variant="primary" onClick={() => void submit()} disabled={create.isPending}>
            Create account
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </>
      }
    >
      {problem && (
        <p className="lms-field-error" role="alert">
          {problem}
        </p>
      )}
      {NEW_ACCOUNT_FIELDS.map((name) => (
        <TextInput key={name} label={LABELS[name]} type={name === 'email' ? 'email' : name === 'phone' ? 'tel' : 'text'} value={fields[name]} onChange={(value) => setFields({ ...fields, [name]: value })} />
      ))}
      <label>
        <input type="checkbox" checked={instructor} onChange={(event) => setInstructor(event.target.checked)} /> Professor account
      </label>
    </Modal>
  );
}
