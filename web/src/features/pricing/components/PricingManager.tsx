import { useState } from 'react';
import type { PricingRule } from '@storefront/contract/pricing';
import { Button } from '../../../ui/Button';
import { PreviewPanel } from './PreviewPanel';
import { PriceUpload } from './PriceUpload';
import { RuleForm } from './RuleForm';
import { RuleList } from './RuleList';
import { SettingsForm } from './SettingsForm';

/** The pricing screen: rules (ordered, editable), settings, preview → apply → undo, and price files. */
export function PricingManager() {
  const [editing, setEditing] = useState<PricingRule | 'new' | null>(null);
  return (
    <div className="space-y-8">
      <section aria-labelledby="rules-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="rules-heading" className="text-lg font-semibold text-gray-900">
            Pricing rules
          </h2>
          <Button onClick={() => setEditing('new')}>Add Rule</Button>
        </div>
        <p className="text-sm text-gray-700">
          Each card variant takes the first active rule that matches it, top to bottom.
        </p>
        {editing && <RuleForm rule={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
        <RuleList onEdit={setEditing} />
      </section>
      <PreviewPanel />
      <SettingsForm />
      <PriceUpload />
    </div>
  );
}
