import { describe, expect, it } from 'vitest';
import { componentDir, rewriteAntdImports } from './antd-one-by-one-plugin';

describe('antd-mobile imports one by one', () => {
  it('maps component names to their folders', () => {
    expect(componentDir('Button')).toBe('button');
    expect(componentDir('SpinLoading')).toBe('spin-loading');
    expect(componentDir('TextArea')).toBe('text-area');
  });

  it('rewrites a root import into one default import per component, keeping aliases', () => {
    const out = rewriteAntdImports("import { Button, SpinLoading as Spin } from 'antd-mobile';\nuse(Button);", 'x.tsx');
    expect(out).toBe(
      "import Button from 'antd-mobile/es/components/button';\nimport Spin from 'antd-mobile/es/components/spin-loading';\nuse(Button);",
    );
  });

  it('keeps inline type specifiers as a type-only root import', () => {
    expect(rewriteAntdImports("import { type ButtonProps, Button } from 'antd-mobile';", 'x.tsx')).toBe(
      "import { type ButtonProps } from 'antd-mobile';\nimport Button from 'antd-mobile/es/components/button';",
    );
  });

  it('leaves type imports, deep imports and other modules alone', () => {
    expect(rewriteAntdImports("import type { ButtonProps } from 'antd-mobile';", 'x.tsx')).toBeNull();
    expect(rewriteAntdImports("import Toast from 'antd-mobile/es/components/toast';", 'x.tsx')).toBeNull();
    expect(rewriteAntdImports("import { Button } from 'antd-mobile-icons';", 'x.tsx')).toBeNull();
  });

  it('fails the build on a name that is not a component', () => {
    expect(() => rewriteAntdImports("import { setDefaultConfig } from 'antd-mobile';", 'x.tsx')).toThrow(
      /not an antd-mobile component/,
    );
  });
});
