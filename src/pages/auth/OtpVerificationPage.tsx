export default function OtpVerificationPage() {
  return null;
}
