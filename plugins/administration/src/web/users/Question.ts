/** A destructive action of the user modal, waiting for its confirmation. */
export interface Question {
  title: string;
  text: string;
  confirm: string;
  run(): Promise<unknown>;
  done: string;
}
