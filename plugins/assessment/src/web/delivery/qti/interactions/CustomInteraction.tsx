/** A vendor's custom interaction (not a PCI, see PortableCustomInteraction): refused clearly rather than run (the import refuses it too). */
export function CustomInteraction() {
  return (
    <p role="alert" className="lms-item__problem">
      This part of the Question uses a custom interaction, which cannot be answered here.
    </p>
  );
}
