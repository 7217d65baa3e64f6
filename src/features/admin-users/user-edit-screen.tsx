import { Link, useParams } from 'react-router-dom';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { RadioGroupField, TextField } from '@/components/field';
import { Spinner } from '@/components/loading-overlay';
import { Seo } from '@/components/seo';
import { paths } from '@contract/paths';
import { HubChoice } from './hub-choice';
import { useUserEdit } from './use-user-edit';
import './users.css';

// One role per account; the server keeps user_type and the older flags in step with it.
const ROLE_OPTIONS = [
  { value: 'customer', label: 'Customer', description: 'Books bikes and test rides' },
  { value: 'dealer', label: 'Dealer', description: 'Runs one or more hubs: their bookings, test rides and catalogue' },
  { value: 'callcentre', label: 'Call-centre agent', description: 'Books bikes and upgrades for callers, who pay through a link sent by SMS' },
  { value: 'admin', label: 'Administrator', description: 'Manages users, products, openings and everything else' },
];

/** /user/:id/edit (admin): name, e-mail and the one role; a dealer also gets the hubs they run. */
export function UserEditScreen() {
  const { id = '' } = useParams();
  const edit = useUserEdit(Number(id));
  const { form, user } = edit;
  const { values, errors, set } = form;

  return (
    <div className="page container narrow">
      <Seo title="Edit user" description="Change a user's details and role." path={paths.userEdit.getHref(id)} noindex />
      <p>
        <Link to={paths.userList.getHref()}>← Back to users</Link>
      </p>
      <h1>Edit user</h1>
      {edit.loadError ? (
        <Alert title="We could not load this user." onRetry={edit.retry}>
          {edit.loadError}
        </Alert>
      ) : !user ? (
        <Spinner label="Loading user" />
      ) : (
        <form ref={form.formRef} noValidate onSubmit={(e) => void edit.submit(e)} aria-label="Edit user">
          <p>Mobile: +91 {user.mobile}</p>
          {edit.saved ? <Alert tone="success">The user has been saved.</Alert> : null}
          {form.serverError ? <Alert>{form.serverError}</Alert> : null}
          <TextField label="Full name" name="name" required value={values.name} error={errors.name} onChange={(e) => set({ name: e.target.value })} />
          <TextField label="E-mail" name="email" type="email" value={values.email} error={errors.email} onChange={(e) => set({ email: e.target.value })} />
          <RadioGroupField legend="Role" name="role" layout="cards" options={ROLE_OPTIONS} value={values.role} error={errors.role} onChange={(role) => set({ role })} />
          {values.role === 'dealer' ? <HubChoice value={edit.hubIds} onChange={edit.chooseHubs} error={errors.hubIds} /> : null}
          <div className="form-actions">
            <Button type="submit" busy={form.busy}>
              Save user
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

export default UserEditScreen;
