package org.fpsforecast.limits;

import io.github.bucket4j.Bucket;
import io.github.bucket4j.ConsumptionProbe;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;
import org.fpsforecast.http.common.access.Quota;
import org.fpsforecast.http.common.access.QuotaDecision;

/**
 * The two windows of a quota over a client's two buckets (a minute one and, when the quota has one, a day one),
 * wherever the buckets live: in process or in Redis. The minute is spent first; a request the day refuses gives its
 * minute token back, so a refused request counts against nothing.
 */
final class QuotaWindows {
    private QuotaWindows() {}

    static QuotaDecision acquire(Quota quota, Bucket minuteBucket, Optional<? extends Bucket> dayBucket) {
        ConsumptionProbe minute = minuteBucket.tryConsumeAndReturnRemaining(1);
        if (!minute.isConsumed()) {
            return decision(
                    quota,
                    Optional.of(QuotaDecision.Window.MINUTE),
                    minute.getRemainingTokens(),
                    minute.getNanosToWaitForReset(),
                    dayBucket.map(Bucket::getAvailableTokens),
                    minute.getNanosToWaitForRefill());
        }
        if (dayBucket.isPresent()) {
            ConsumptionProbe day = dayBucket.get().tryConsumeAndReturnRemaining(1);
            if (!day.isConsumed()) {
                minuteBucket.addTokens(1);
                return decision(
                        quota,
                        Optional.of(QuotaDecision.Window.DAY),
                        minute.getRemainingTokens() + 1,
                        minute.getNanosToWaitForReset(),
                        Optional.of(day.getRemainingTokens()),
                        day.getNanosToWaitForRefill());
            }
            return decision(
                    quota,
                    Optional.empty(),
                    minute.getRemainingTokens(),
                    minute.getNanosToWaitForReset(),
                    Optional.of(day.getRemainingTokens()),
                    0);
        }
        return decision(
                quota,
                Optional.empty(),
                minute.getRemainingTokens(),
                minute.getNanosToWaitForReset(),
                Optional.empty(),
                0);
    }

    static QuotaDecision peek(Quota quota, Bucket minuteBucket, Optional<? extends Bucket> dayBucket) {
        long minuteLeft = minuteBucket.getAvailableTokens();
        long reset = minuteLeft >= quota.perMinute()
                ? 0
                : minuteBucket.estimateAbilityToConsume(quota.perMinute()).getNanosToWaitForRefill();
        return decision(quota, Optional.empty(), minuteLeft, reset, dayBucket.map(Bucket::getAvailableTokens), 0);
    }

    private static QuotaDecision decision(
            Quota quota,
            Optional<QuotaDecision.Window> exceeded,
            long minuteRemaining,
            long minuteResetNanos,
            Optional<Long> dayRemaining,
            long retryNanos) {
        return new QuotaDecision(
                exceeded,
                quota.perMinute(),
                Math.max(0, minuteRemaining),
                ceilSeconds(minuteResetNanos),
                quota.perDay(),
                dayRemaining.map(r -> OptionalLong.of(Math.max(0, r))).orElse(OptionalLong.empty()),
                exceeded.isPresent() ? Math.max(1, ceilSeconds(retryNanos)) : 0);
    }

    /** Nanoseconds as whole seconds, rounded up (a client told to wait 0.2 s waits 1). */
    static long ceilSeconds(long nanos) {
        long s = TimeUnit.NANOSECONDS.toSeconds(Math.max(0, nanos));
        return TimeUnit.SECONDS.toNanos(s) < nanos ? s + 1 : s;
    }
}
