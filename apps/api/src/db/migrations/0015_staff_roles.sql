-- Staff roles (issue 12): the one 'staff' role of before becomes 'admin', who may do everything.
UPDATE "users" SET "role" = 'admin' WHERE "role" = 'staff';
