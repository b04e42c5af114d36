import { useId, useState } from 'react';
import { AppLink, Button, pageClass, routePath, useAppNavigate, type ScreenProps } from '@lms/sdk/web';
import { isId } from '@lms/sdk/calls';
import { searchCourseUsers, searchUsers } from '../../calls/userCalls.ts';
import type { ApiAccount } from '../../schemas/administrationTypes.ts';
import { useCallMutation } from '../serverData.ts';
import { CreateAccountDialog } from './CreateAccountDialog.tsx';
import { SearchBar } from '../SearchBar.tsx';
import { UserDialog } from './UserDialog.tsx';
import '../administration.css';

const userPath = (userId: string) => routePath('administrator.users.item', { userId });

/** /administrator/users and its /users/{user_id} modal (part 3 §2): search by name, email or course id; create an account. */
export default function UsersScreen({ params }: ScreenProps<'administrator.users' | 'administrator.users.item'>) {
  const titleId = useId();
  const navigate = useAppNavigate();
  const [text, setText] = useState('');
  const [creating, setCreating] = useState(false);
  const byText = useCallMutation(searchUsers);
  const byCourse = useCallMutation(searchCourseUsers);
  const [found, setFound] = useState<ApiAccount[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const openId = 'userId' in params ? params.userId : null;

  const search = async () => {
    const query = text.trim();
    setProblem(null);
    if (!query) return setProblem('Type a name, an email or a course id.');
    try {
      // A 24-hex text is a course id (part 3 §7 searchcourseid); anything else a name or an email.
      const answer = isId(query) ? await byCourse.mutateAsync({ body: { course_id: query } }) : await byText.mutateAsync({ body: { text: query } });
      setFound(answer.users);
    } catch (error) {
      setProblem((error as Error).message);
    }
  };

  return (
    <section className={pageClass('wide')} aria-labelledby={titleId}>
      <h1 id={titleId}>Users</h1>
      <SearchBar label="Name, email or course id" value={text} onChange={setText} problem={problem} busy={byText.isPending || byCourse.isPending} onSearch={() => void search()}>
        <Button onClick={() => setCreating(true)}>Create account</Button>
      </SearchBar>
      {found && found.length === 0 && <p role="status">No user found.</p>}
      {found && found.length > 0 && (
        <div className="lms-administration-scroll">
          <table className="lms-administration-table">
            <caption>{found.length === 1 ? 'One user found' : `${found.length} users found`}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Account</th>
              </tr>
            </thead>
            <tbody>
              {found.map((account) => (
                <tr key={account.id}>
                  <th scope="row">
                    <AppLink to={userPath(account.id)}>
                      {account.firstname} {account.lastname}
                    </AppLink>
                  </th>
                  <td>{account.email}</td>
                  <td>{account.instructor ? 'Professor' : 'Student'}{account.validated ? '' : ' · not verified'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {creating && (
        <CreateAccountDialog
          onClose={() => setCreating(false)}
          onCreated={(userId) => {
            setCreating(false);
            navigate(userPath(userId));
          }}
        />
      )}
      {openId && <UserDialog userId={openId} onClose={() => navigate(routePath('administrator.users'))} />}
    </section>
  );
}
