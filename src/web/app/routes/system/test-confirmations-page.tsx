/** Placeholder: replaced when this screen is built. */
export default function Page() {
  return <div className="p-6">test-confirmations-page</div>;
}
