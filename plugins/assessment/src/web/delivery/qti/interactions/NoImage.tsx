/** A graphic interaction whose image is missing or not allowed: said, not shown half-working. */
export function NoImage() {
  return (
    <p role="alert" className="lms-item__problem">
      This part of the Question cannot be shown: its image is missing.
    </p>
  );
}
