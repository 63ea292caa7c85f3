package org.fpsforecast.core.port.in;

import org.fpsforecast.core.domain.Slug;

/** Use case: a 0-100 score and an S-F tier for a GPU, CPU and amount of RAM. */
public interface ScorePc {
    int MIN_RAM_GB = 1;
    int MAX_RAM_GB = 1024;
    int DEFAULT_RAM_GB = 16;

    /**
     * @throws org.fpsforecast.core.domain.NotFoundException for an unknown GPU or CPU
     * @throws org.fpsforecast.core.domain.InvalidParameterException for RAM outside {@value #MIN_RAM_GB}..{@value
     *     #MAX_RAM_GB} GB
     */
    PcScore score(Slug gpu, Slug cpu, int ramGb);
}
