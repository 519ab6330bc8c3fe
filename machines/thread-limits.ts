// A thread's text: required, at most 5,000 characters (contract §9).
export const THREAD_MAX_LENGTH = 5000;
