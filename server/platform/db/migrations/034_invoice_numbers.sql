-- GST tax invoices carry a consecutive serial number unique within the financial year (CGST Rules, rule 46(b)). One
-- counter per financial year; an order takes the next number when it is delivered (in the delivery's transaction),
-- or, for an order delivered before this migration, when its invoice is first asked for. A number is never reused.
CREATE TABLE invoice_series (
  financial_year text PRIMARY KEY CHECK (financial_year ~ '^\d{4}$'),
  last_number integer NOT NULL CHECK (last_number > 0)
);
ALTER TABLE bookings ADD COLUMN invoice_number text UNIQUE;
