import { useQuery } from '@tanstack/react-query';
import { Check, SkipForward } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import type { StoreSettings } from '@storefront/contract/dashboard-manage';
import {
  SETUP_STEP_LABELS,
  SETUP_STEPS,
  SetupStepSchema,
  type SetupState,
  type SetupStep,
} from '@storefront/contract/dashboard-setup';
import { Button } from '../../../ui/Button';
import { FormAlert } from '../../../ui/FormField';
import { Skeleton } from '../../../ui/Skeleton';
import { ManageFrame } from '../../../ui/ManageFrame';
import { errorOf } from '../../../lib/api';
import { useRoleAccess } from '../../auth';
import { storeSettingsQuery } from '../manage-queries';
import { GoLiveStep } from '../setup/GoLiveStep';
import { ImportStep } from '../setup/ImportStep';
import { LogoStep } from '../setup/LogoStep';
import { PaymentsStep } from '../setup/PaymentsStep';
import { SettingsStep } from '../setup/SettingsStep';
import { setupStateQuery, useMarkStep } from '../setup/setup-queries';
import { postponeSetup } from '../setup/setup-later';
import { ShippingStep } from '../setup/ShippingStep';
import { SuppliersStep } from '../setup/SuppliersStep';

export default function SetupWizardPage() {
  return (
    <ManageFrame title="Set up your store" access={useRoleAccess(['admin'])}>
      <SetupLoader />
    </ManageFrame>
  );
}

function SetupLoader() {
  const state = useQuery(setupStateQuery);
  const settings = useQuery(storeSettingsQuery);
  const error = state.error ?? settings.error;
  if (error) return <FormAlert kind="error">{error.message}</FormAlert>;
  if (!state.data || !settings.data) return <Skeleton className="h-96 w-full" />;
  return <Wizard state={state.data} settings={settings.data} />;
}

/** The first step neither done nor skipped (the last one when all are). */
const firstOpen = (state: SetupState): SetupStep => SETUP_STEPS.find((s) => !state.steps[s]) ?? 'go-live';

function Wizard({ state, settings }: { state: SetupState; settings: StoreSettings }) {
  const params = useParams();
  const navigate = useNavigate();
  const mark = useMarkStep();
  const parsed = SetupStepSchema.safeParse(params.step);
  const step = parsed.success ? parsed.data : firstOpen(state);
  const index = SETUP_STEPS.indexOf(step);
  const next = SETUP_STEPS[index + 1];
  const finish = async (status: 'done' | 'skipped') => {
    await mark.mutateAsync({ step, status });
    if (next) void navigate(`/dashboard/setup/${next}`);
  };
  const done = () => void finish('done');
  const body = (() => {
    switch (step) {
      case 'name':
      case 'details':
      case 'colours':
      case 'app-type':
        return <SettingsStep key={step} step={step} initial={settings} onDone={done} />;
      case 'logo':
        return <LogoStep current={settings.logo_url} onDone={done} />;
      case 'shipping':
        return <ShippingStep onDone={done} settings={settings} />;
      case 'payments':
        return <PaymentsStep onDone={done} />;
      case 'suppliers':
        return <SuppliersStep onDone={done} />;
      case 'import':
        return <ImportStep onDone={done} />;
      case 'go-live':
        return <GoLiveStep state={state} />;
    }
  })();
  return (
    <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
      <nav aria-label="Setup steps" className="min-w-0">
        <ol className="flex gap-2 overflow-x-auto pb-2 md:flex-col md:overflow-visible md:pb-0">
          {SETUP_STEPS.map((s, i) => (
            <li key={s} className="shrink-0">
              <Link
                to={`/dashboard/setup/${s}`}
                aria-current={s === step ? 'step' : undefined}
                className={`flex items-center gap-2 rounded-lg px-3 py-2 text-sm ${s === step ? 'bg-primary font-semibold text-white' : 'text-gray-800 hover:bg-gray-100'}`}
              >
                <span aria-hidden="true">{i + 1}.</span>
                {SETUP_STEP_LABELS[s]}
                {state.steps[s] === 'done' && <Check size={16} aria-label="done" className="ml-auto" />}
                {state.steps[s] === 'skipped' && (
                  <SkipForward size={16} aria-label="skipped" className="ml-auto" />
                )}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <section aria-labelledby="setup-step-title" className="min-w-0 space-y-4">
        <p className="text-sm text-gray-600">
          Step {index + 1} of {SETUP_STEPS.length}
        </p>
        <h2 id="setup-step-title" className="text-xl font-semibold text-gray-900">
          {SETUP_STEP_LABELS[step]}
        </h2>
        {mark.error && <FormAlert kind="error">{errorOf(mark.error).message}</FormAlert>}
        {body}
        <div className="flex flex-wrap gap-3 border-t border-gray-200 pt-4">
          {step !== 'go-live' && (
            <Button variant="ghost" onClick={() => void finish('skipped')} disabled={mark.isPending}>
              Skip this step
            </Button>
          )}
          <Button
            variant="ghost"
            onClick={() => {
              postponeSetup();
              void navigate('/dashboard');
            }}
          >
            Finish later
          </Button>
        </div>
      </section>
    </div>
  );
}
