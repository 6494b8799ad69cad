-- placeholder: filled in by this migration's change
SELECT 1;
