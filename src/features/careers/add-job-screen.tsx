import { Link } from 'react-router-dom';
import { Seo } from '@/components/seo';
import { paths } from '@contract/paths';
import { JobEditor } from './job-editor';
import { JobTable } from './job-table';
import { useJobEditor } from './use-job-editor';
import './careers.css';

/** /add-job (admin): every opening with its applications, and the form to create one or edit the one in ?id=. */
export function AddJobScreen() {
  const editor = useJobEditor();
  return (
    <div className="page container">
      <Seo title="Job openings" description="Create, edit, close and reopen job openings." path={paths.addJob.getHref()} noindex />
      <h1>Job openings</h1>
      <p>
        <Link to={paths.applicantDetails.getHref()}>See all applications</Link>
      </p>
      <JobTable {...editor} />
      <JobEditor {...editor} />
    </div>
  );
}

export default AddJobScreen;
