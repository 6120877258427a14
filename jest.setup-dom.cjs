require('@testing-library/jest-dom');
// findBy*/waitFor give up after 5 s, not 1 s: a loaded 2-core CI machine renders slowly; no assertion changes.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
