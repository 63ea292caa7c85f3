package org.fpsforecast.core.port.out;

import java.time.YearMonth;
import java.util.List;
import org.fpsforecast.core.domain.SurveyCategory;
import org.fpsforecast.core.domain.SurveyShare;

/** The Steam hardware survey, month by month. */
public interface HardwareSurvey {
    /**
     * The months of the survey.
     *
     * @return the months with data, oldest first
     */
    List<YearMonth> months();

    /**
     * One category of one month.
     *
     * @param month a month
     * @param category video cards, VRAM, RAM, operating systems or display resolutions
     * @return the category's lines, largest share first; empty for a month without data
     */
    List<SurveyShare> shares(YearMonth month, SurveyCategory category);
}
