// The toast library with its styles, loaded apart from the first screen (see notify.ts).
import 'react-toastify/dist/ReactToastify.css';
import './toasts.css';

export { toast, ToastContainer } from 'react-toastify';
