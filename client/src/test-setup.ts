import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default; on a busy 2-core CI machine a debounced search plus a 50-row render
// can take longer. A later give-up only slows a failing test; passing tests finish as soon as the text appears.
configure({ asyncUtilTimeout: 5_000 });
