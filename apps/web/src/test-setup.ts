import { configure } from '@testing-library/react';

/**
 * Every web test: screens load i18n namespaces and, for confirmations, antd-mobile's Dialog on
 * first use, which can take over a second on a busy two-core CI machine (the default wait is one
 * second), so waits get five.
 */
configure({ asyncUtilTimeout: 5000 });
