/** Why a QTI document cannot become an item; the import answers it as a 422 on the xml field. */
export class QtiImportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QtiImportError';
  }
}
