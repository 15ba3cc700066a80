/** Placeholder wired in router.tsx; its helper fills it in (issue 4). */
export default function RiskAssessmentPage() {
  return <div className="p-6">Coming in this issue.</div>;
}
