/** A progress bar whose value the engine has already clamped (SPEC 4.1: 10 to 100). */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div className="progress">
      <progress className="progress__bar" max={100} value={percent} aria-label={label}>
        {percent}%
      </progress>
    </div>
  );
}
