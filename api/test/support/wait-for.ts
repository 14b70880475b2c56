export { waitFor } from '@tow/server-kit/test-support/wait-for';
