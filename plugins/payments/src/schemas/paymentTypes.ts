/** The payments plugin's API answers (scratch payments-api.md), shared by the server and the web screens. */

export interface BundleCourse {
  _id: string;
  title: string;
  subtitle: string | null;
  startDate: string | null;
}

/** Part 1 §3 Bundle. */
export interface Bundle {
  /** The bundle id, or the course id for a one-course bundle. */
  _id: string;
  title: string;
  /** Cents. */
  amount: number;
  /** Course ids, in order. */
  courses: string[];
  course_details: BundleCourse[];
  payment: {
    /** The logged-in caller already has every course (paid or staff). */
    paid_already: boolean;
    stripe_public_key: string | null;
    /** Card payments configured on this site (and the amount above 0). */
    card: boolean;
  };
  /** The logged-in caller's email. */
  purchaser_email: string | null;
  /** The logged-in caller's id (null when anonymous). */
  visitor_id: string | null;
  display_all: boolean;
  /** Always true: an access code may pay for it. */
  payment_code: boolean;
  /** The site's currency (ISO 4217, lower-case), in which `amount` is counted. */
  currency: string;
}

export interface CheckoutAnswer {
  id: string;
  url: string;
}

export interface ConfirmAnswer {
  status: 'paid' | 'pending';
  courses: string[];
}

export interface CodeAnswer {
  status: 'paid';
  user: { mongoId: string };
  amount: number;
  open_date: string | null;
  courses: string[];
}

/** A bundle as the administration lists it. */
export interface AdminBundle {
  _id: string;
  title: string;
  amount: number;
  courses: string[];
  display_all: boolean;
}
