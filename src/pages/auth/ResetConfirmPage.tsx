export default function ResetConfirmPage() {
  return null;
}
