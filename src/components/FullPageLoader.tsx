import { Spinner } from './Spinner.tsx';

export function FullPageLoader() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center text-rose-700 dark:text-rose-400">
      <Spinner className="scale-150" />
    </div>
  );
}
