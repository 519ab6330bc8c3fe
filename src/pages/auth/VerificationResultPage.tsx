import { Link, useParams } from 'react-router-dom';
import { isVerificationStatus } from '../../app/route-names.ts';
import { text } from '../../text/sign-in-texts.ts';
import NotFoundView from '../not-found/NotFoundView.tsx';

/** Where the link in the OTP mail lands: /auth/verification/success or /failed. */
export default function VerificationResultPage() {
  const { status } = useParams();
  if (!isVerificationStatus(status)) return <NotFoundView />;
  const success = status === 'success';
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl" aria-hidden="true">
        {success ? '😄' : '😟'}
      </p>
      <h1 className={`text-2xl font-bold ${success ? '' : 'text-red-700 dark:text-red-400'}`}>
        {success ? text.verificationResult.success : text.verificationResult.failed}
      </h1>
      <Link
        to={success ? '/explorer' : '/auth/login'}
        className="font-medium text-rose-700 hover:underline dark:text-rose-400"
      >
        {success ? text.verificationResult.toExplorer : text.verificationResult.toLogin}
      </Link>
    </main>
  );
}
