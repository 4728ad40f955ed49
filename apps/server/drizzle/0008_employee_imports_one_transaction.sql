-- Imports run in one transaction (ADR 0020): no chunk cursor to keep.
ALTER TABLE "employee_imports" DROP COLUMN "committed_through_row";