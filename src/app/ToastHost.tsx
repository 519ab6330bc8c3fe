// Where toasts appear; loaded with the first toast (see notify.ts).
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

export default function ToastHost() {
  return <ToastContainer position="top-center" newestOnTop pauseOnHover theme="colored" />;
}
