import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/Button.tsx';
import { text } from '../../text/shell-texts.ts';

/** Shown for unknown paths and unknown verification statuses. */
export default function NotFoundView() {
  const navigate = useNavigate();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-4 text-center">
      <p className="text-6xl font-extrabold text-rose-700 dark:text-rose-400" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">{text.notFound.title}</h1>
      <p className="text-slate-700 dark:text-slate-300">{text.notFound.body}</p>
      <div className="flex gap-3">
        <Button variant="secondary" onClick={() => navigate(-1)}>
          {text.notFound.back}
        </Button>
        <Button onClick={() => navigate('/')}>{text.notFound.home}</Button>
      </div>
    </main>
  );
}
