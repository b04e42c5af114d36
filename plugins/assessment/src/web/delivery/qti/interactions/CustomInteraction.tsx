/** Custom and portable custom interactions: refused clearly rather than run (no sandboxed player for PCIs yet). */
export function CustomInteraction() {
  return (
    <p role="alert" className="lms-item__problem">
      This part of the Question uses a custom interaction, which cannot be answered here.
    </p>
  );
}
