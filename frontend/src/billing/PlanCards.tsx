import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  CircularProgress,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useCallback, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { BillingInterval, PlanView, SubscriptionView } from './billingApi';
import {
  choiceFor,
  isForSale,
  limitOf,
  liveSubscription,
  PLAN_FEATURES,
  PLAN_LIMIT_FIELDS,
  plansToShow,
  priceOf,
  savedCard,
} from './billingModel';
import { PlanChangeDialog } from './PlanChangeDialog';
import { upgradeFailed } from './planStores';
import { SubscribeDialog } from './SubscribeDialog';
import { planCardsTestIds } from './testIds';
import { UpgradeFailedNotice } from './UpgradeFailedNotice';
import { useBilling, usePaymentMethods, usePlanName, usePlans } from './useBilling';
import { useCheckout } from './useCheckout';
import { moneyText } from '../platform/money';
import { useNotifyReadError } from '../platform/useNotifyReadError';
import { track } from '../platform/widgets/analytics';
import { QueryFailure } from '../platform/connection/Loaded';

interface PlanCardsProps {
  /** The owner: may choose a plan. Others see the plans and "ask your owner". */
  canManage: boolean;
  /**
   * Access is blocked (trial over, nothing paid): there is no live subscription to change, so the
   * billing and saved cards are not asked for; a plan is bought on Checkout.
   */
  blocked?: boolean;
}

interface Choice {
  plan: string;
  interval: BillingInterval;
}

/**
 * The plans as cards (price per month or year, limits, features, the current one marked), on
 * /plans and /trial-end. Choosing one: no live subscription → the saved card or Stripe's Checkout;
 * a live subscription → the preview of the change, then Confirm.
 */
export function PlanCards({ canManage, blocked = false }: PlanCardsProps) {
  const translate = useTranslate();
  const plans = usePlans();
  useNotifyReadError(plans.error);
  const billing = useBilling(canManage && !blocked);
  const live = liveSubscription(billing.data);
  const methods = usePaymentMethods(canManage && !blocked && billing.isSuccess && !live);
  const card = live ? undefined : savedCard(methods.data);
  const failed = upgradeFailed.use();
  const checkout = useCheckout();
  const [chosenInterval, setChosenInterval] = useState<BillingInterval | null>(null);
  const interval: BillingInterval = chosenInterval ?? live?.interval ?? 'month';
  const [notEnabled, setNotEnabled] = useState(false);
  const [changing, setChanging] = useState<Choice | null>(null);
  const [subscribing, setSubscribing] = useState<Choice | null>(null);
  const closeChange = useCallback(() => setChanging(null), []);
  const closeSubscribe = useCallback(() => setSubscribing(null), []);

  if (plans.isPending) return <CircularProgress size={24} />;
  if (plans.isError) return <QueryFailure read={plans} failed="scout.billing.plans.loadFailed" testId={planCardsTestIds.loadFailed} />;

  const { billingEnabled, current } = plans.data;
  const shown = plansToShow(plans.data);
  const forSale = shown.filter(isForSale);
  // While the owner's billing loads, a choice could start a second subscription: wait for it (and for the saved cards).
  const waiting = (canManage && !blocked && billing.isPending) || methods.isLoading;
  const leaving = checkout.isPending || checkout.isSuccess;

  const choose = (plan: PlanView) => {
    if (!billingEnabled) {
      setNotEnabled(true);
      return;
    }
    track('PAYMENT', 'choose plan', { plan: plan.name, interval });
    const choice = choiceFor(plan, interval, current, live);
    if (choice === 'change') setChanging({ plan: plan.name, interval });
    else if (choice === 'subscribe') {
      if (card) setSubscribing({ plan: plan.name, interval });
      else checkout.mutate({ plan: plan.name, interval });
    }
  };

  return (
    <Stack spacing={2} data-testid={planCardsTestIds.cards}>
      <UpgradeFailedNotice />
      {!canManage ? (
        <Alert severity="info" data-testid={planCardsTestIds.askOwner}>
          {translate('scout.billing.plans.askOwner')}
        </Alert>
      ) : null}
      {notEnabled ? (
        <Alert severity="warning" onClose={() => setNotEnabled(false)} data-testid={planCardsTestIds.notEnabled}>
          {translate('scout.billing.plans.notEnabled')}
        </Alert>
      ) : null}
      {leaving ? (
        <Alert severity="info" icon={<CircularProgress size={18} />} data-testid={planCardsTestIds.redirecting}>
          {translate('scout.billing.plans.redirecting')}
        </Alert>
      ) : null}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={interval}
        onChange={(_event, next: BillingInterval | null) => next && setChosenInterval(next)}
        aria-label={translate('scout.billing.plans.interval')}
        sx={{ alignSelf: 'flex-start' }}
      >
        <ToggleButton value="month" data-testid={planCardsTestIds.intervalMonth}>
          {translate('scout.billing.plans.monthly')}
        </ToggleButton>
        <ToggleButton value="year" data-testid={planCardsTestIds.intervalYear}>
          {translate('scout.billing.plans.yearly')}
        </ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(210px, 1fr))' }}>
        {shown.map((plan) => (
          <PlanCard
            key={plan.name}
            plan={plan}
            interval={interval}
            current={current}
            live={live}
            canManage={canManage}
            disabled={failed || waiting || leaving}
            onChoose={() => choose(plan)}
          />
        ))}
      </Box>
      {changing ? <PlanChangeDialog plan={changing.plan} interval={changing.interval} onClose={closeChange} /> : null}
      {subscribing && card ? (
        <SubscribeDialog
          plans={forSale.filter((p) => p.name === subscribing.plan)}
          plan={subscribing.plan}
          interval={subscribing.interval}
          card={card}
          onClose={closeSubscribe}
        />
      ) : null}
    </Stack>
  );
}

interface PlanCardProps {
  plan: PlanView;
  interval: BillingInterval;
  current: string;
  live: SubscriptionView | null;
  canManage: boolean;
  disabled: boolean;
  onChoose: () => void;
}

function PlanCard({ plan, interval, current, live, canManage, disabled, onChoose }: PlanCardProps) {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const planName = usePlanName();
  const isCurrent = plan.name === current;
  const price = priceOf(plan, interval);
  const choice = choiceFor(plan, interval, current, live);
  const name = planName(plan.name);

  return (
    <Card
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', borderColor: isCurrent ? 'primary.main' : undefined, borderWidth: isCurrent ? 2 : 1 }}
      data-testid={planCardsTestIds.card(plan.name)}
      data-plan={plan.name}
      data-current={isCurrent ? 'true' : 'false'}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: 32 }}>
          <Typography variant="h6" component="h2">
            {name}
          </Typography>
          {isCurrent ? (
            <Chip
              size="small"
              color="primary"
              label={translate('scout.billing.plans.current')}
              data-testid={planCardsTestIds.current(plan.name)}
            />
          ) : null}
        </Stack>
        {price ? (
          <Typography variant="h5" sx={{ my: 1, minHeight: 40 }} data-testid={planCardsTestIds.price(plan.name)}>
            {translate(interval === 'year' ? 'scout.billing.plans.perYear' : 'scout.billing.plans.perMonth', {
              price: moneyText(price.amountCents, price.currency, locale),
            })}
          </Typography>
        ) : (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ my: 1, minHeight: 40, display: 'flex', alignItems: 'center' }}
            data-testid={planCardsTestIds.price(plan.name)}
          >
            {translate(isForSale(plan) ? 'scout.billing.plans.notOffered' : 'scout.billing.plans.noPrice')}
          </Typography>
        )}
        <List dense disablePadding>
          {PLAN_LIMIT_FIELDS.map((field) => {
            const limit = limitOf(plan, field);
            return (
              <ListItem key={field} disableGutters>
                <ListItemText
                  primary={
                    Number.isFinite(limit)
                      ? translate(`scout.billing.limits.${field}`, { smart_count: limit })
                      : translate(`scout.billing.unlimited.${field}`)
                  }
                />
              </ListItem>
            );
          })}
          {PLAN_FEATURES.map((feature) => {
            const included = plan.features[feature];
            return (
              <ListItem
                key={feature}
                disableGutters
                sx={{ color: included ? 'text.primary' : 'text.disabled' }}
                data-feature={feature}
                data-included={String(included)}
              >
                <ListItemIcon sx={{ minWidth: 30, color: 'inherit' }}>
                  {included ? <CheckIcon fontSize="small" color="success" /> : <CloseIcon fontSize="small" />}
                </ListItemIcon>
                <ListItemText primary={translate(`scout.billing.features.${feature}`)} />
              </ListItem>
            );
          })}
        </List>
      </CardContent>
      {choice !== 'notForSale' ? (
        <CardActions sx={{ p: 2, pt: 0 }}>
          <Button
            fullWidth
            variant={choice === 'current' ? 'outlined' : 'contained'}
            disabled={!canManage || disabled || choice === 'current'}
            onClick={onChoose}
            data-testid={planCardsTestIds.choose(plan.name)}
          >
            {choice === 'current'
              ? translate('scout.billing.plans.yourPlan')
              : translate(choice === 'change' ? 'scout.billing.plans.change' : 'scout.billing.plans.choose', { plan: name })}
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
}
