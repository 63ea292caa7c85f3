package org.fpsforecast.core.port.out;

import java.time.YearMonth;
import java.util.List;
import org.fpsforecast.core.domain.SurveyCategory;
import org.fpsforecast.core.domain.SurveyShare;

/** The Steam hardware survey, month by month. */
public interface HardwareSurvey {
    /** The months with data, oldest first. */
    List<YearMonth> months();

    /** The lines of one category in one month, largest share first; empty for a month without data. */
    List<SurveyShare> shares(YearMonth month, SurveyCategory category);
}
